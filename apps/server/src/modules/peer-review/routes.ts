import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, MyPeerReviews, PeerCommentVisibility, PeerReviewDetail, PeerReviewGradeResult, PeerReviewGradeUpdate, PeerReviewGrading, PeerReviewImport, PeerReviewImportResult, PeerReviewRating, PeerReviewRatingUpdate, PeerReviewSettingsUpdate, PeerReviewStage, PeerRubric, ReviewerView, ReviewToDo, StaffPeerComment, StaffPeerReview, StaffPeerReviewCreate } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { attachmentHeader } from '../exports/file-names';
import { addReview, allocationCsv, removeReview } from './edits';
import { reviewGrading, setReviewGrade } from './grading';
import { importAllocation } from './import';
import { approveReview, changePeerCommentVisibility, staffReviewDetail } from './moderation';
import { rateReview } from './ratings';
import { closeNow, openNow } from './opening';
import { myReviews, staffReviews, submitReview } from './reviews';
import { readPeerRubric } from './peer-rubric';
import { reviewerView } from './reviewer-view';
import { changeStage, readStage } from './stage';

const IdParams = z.object({ id: IdParam });
const CommentParams = z.object({ id: IdParam, commentId: IdParam });

/** Peer review (docs/API.md, "Peer review"): the stage (staff read, admins change), the allocation, a student's reviews. */
export function peerReviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/peerReview/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: PeerReviewStage } },
      handler: async (request) => readStage(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/assignments/:id/peerReview/', {
      config: { policy: 'authenticated', events: ['peer_review.settings_changed'] },
      schema: { params: IdParams, body: PeerReviewSettingsUpdate, response: { 200: PeerReviewStage } },
      handler: async (request) => changeStage(ctx.db, request.params.id, request.body, requireUser(request)),
    });

    app.post('/assignments/:id/peerReview/open/', {
      config: { policy: 'authenticated', events: ['peer_review.opened'] },
      schema: { params: IdParams, response: { 200: PeerReviewStage } },
      handler: async (request) => openNow(ctx.db, request.params.id, requireUser(request)),
    });

    app.post('/assignments/:id/peerReview/close/', {
      config: { policy: 'authenticated', events: ['peer_review.closed'] },
      schema: { params: IdParams, response: { 200: PeerReviewStage } },
      handler: async (request) => closeNow(ctx.db, request.params.id, requireUser(request)),
    });

    // The peer rubric (staff); it is edited through /rubricCategories/ and /rubricComments/ like the assignment's.
    app.get('/assignments/:id/peerRubric/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: PeerRubric } },
      handler: async (request) => readPeerRubric(ctx.db, request.params.id, requireUser(request)),
    });

    app.get('/assignments/:id/peerReviews/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: z.array(StaffPeerReview) } },
      handler: async (request) => staffReviews(ctx.db, request.params.id, requireUser(request)),
    });

    app.post('/assignments/:id/peerReviews/', {
      config: { policy: 'authenticated', events: ['peer_review.allocation_changed'] },
      schema: { params: IdParams, body: StaffPeerReviewCreate, response: { 201: StaffPeerReview } },
      handler: async (request, reply) => reply.code(201).send(await addReview(ctx.db, request.params.id, request.body, requireUser(request))),
    });

    // The allocation wanted for the reviews not begun (a CSV read by the page), previewed or applied.
    app.post('/assignments/:id/peerReviews/import/', {
      config: { policy: 'authenticated', events: ['peer_review.allocation_changed'] },
      schema: { params: IdParams, body: PeerReviewImport, response: { 200: PeerReviewImportResult } },
      handler: async (request) => importAllocation(ctx.db, request.params.id, request.body, requireUser(request)),
    });

    // A file, not a JSON object: no response schema (errors still answer JSON).
    app.get('/assignments/:id/peerReviews/csv/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        const csv = await allocationCsv(ctx.db, request.params.id, requireUser(request));
        return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentHeader(csv.fileName)).send(csv.body);
      },
    });

    // Grading the reviewing: the comparison staff read (also the overview's matrix and plot), a review's grade.
    app.get('/assignments/:id/peerReviews/grading/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: PeerReviewGrading } },
      handler: async (request) => reviewGrading(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/peerReviews/:id/grade/', {
      config: { policy: 'authenticated', events: ['peer_review.graded'] },
      schema: { params: IdParams, body: PeerReviewGradeUpdate, response: { 200: PeerReviewGradeResult } },
      handler: async (request) => setReviewGrade(ctx.db, request.params.id, request.body, requireUser(request)),
    });

    app.delete('/peerReviews/:id/', {
      config: { policy: 'authenticated', events: ['peer_review.allocation_changed'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeReview(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });

    app.get('/peerReviews/', {
      config: { policy: 'authenticated' },
      schema: { response: { 200: MyPeerReviews } },
      handler: async (request) => myReviews(ctx.db, requireUser(request)),
    });

    app.get('/peerReviews/:id/submission/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: ReviewerView } },
      handler: async (request) => reviewerView(ctx.db, request.params.id, requireUser(request)),
    });

    app.post('/peerReviews/:id/submit/', {
      config: { policy: 'authenticated', events: ['peer_review.submitted'] },
      schema: { params: IdParams, response: { 200: ReviewToDo } },
      handler: async (request) => submitReview(ctx.db, request.params.id, requireUser(request)),
    });

    // An author's helpfulness rating of a review they received (docs/PEER-REVIEW.md, "Receiving").
    app.put('/peerReviews/:id/rating/', {
      config: { policy: 'authenticated', events: ['peer_review.rated'] },
      schema: { params: IdParams, body: PeerReviewRatingUpdate, response: { 200: PeerReviewRating } },
      handler: async (request) => rateReview(ctx.db, request.params.id, request.body, requireUser(request)),
    });

    // Staff's read of one review, its approval, and hiding a comment (docs/PEER-REVIEW.md, "Approval and hiding").
    app.get('/peerReviews/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: PeerReviewDetail } },
      handler: async (request) => staffReviewDetail(ctx.db, request.params.id, requireUser(request)),
    });

    app.post('/peerReviews/:id/approve/', {
      config: { policy: 'authenticated', events: ['peer_review.approved'] },
      schema: { params: IdParams, response: { 200: PeerReviewDetail } },
      handler: async (request) => approveReview(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/peerReviews/:id/comments/:commentId/', {
      config: { policy: 'authenticated', events: ['peer_review.comment_hidden', 'peer_review.comment_shown'] },
      schema: { params: CommentParams, body: PeerCommentVisibility, response: { 200: StaffPeerComment } },
      handler: async (request) =>
        changePeerCommentVisibility(ctx.db, { reviewId: request.params.id, commentId: request.params.commentId }, request.body, requireUser(request)),
    });
  };
}
