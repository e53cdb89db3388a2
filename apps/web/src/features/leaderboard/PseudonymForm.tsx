import { useState } from 'react';
import { Button, Flex, Input, Typography, theme } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEADERBOARD_NAME_MAX, LeaderboardNameUpdate, ValidationErrorBody } from '@marginalia/contracts';
import { ApiError } from '../../api/errors';
import { leaderboardQueryKey, updateLeaderboardName } from '../../api/leaderboard';

/** The messages of a refused name: the server's for `name` and the request, or a general one. */
function refusalOf(error: unknown): string[] {
  if (error instanceof ApiError && error.status === 400) {
    const parsed = ValidationErrorBody.safeParse(error.body);
    if (parsed.success) return Object.values(parsed.data).flat();
  }
  if (error instanceof ApiError && typeof (error.body as { detail?: unknown } | null)?.detail === 'string') return [(error.body as { detail: string }).detail];
  return ['The name could not be saved. Try again.'];
}

/** A student's pseudonym on the leaderboard: checked as the server checks it, then saved; refusals shown beside it. */
export function PseudonymForm({ assignmentId, current }: { assignmentId: number; current: string | null }) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [name, setName] = useState(current ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (chosen: string) => updateLeaderboardName(assignmentId, chosen, { quiet: true }),
    onMutate: () => setErrors([]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaderboardQueryKey(assignmentId) }),
    onError: (error) => setErrors(refusalOf(error)),
  });

  const submit = () => {
    const parsed = LeaderboardNameUpdate.safeParse({ name });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    save.mutate(parsed.data.name);
  };

  const inputId = `leaderboard-name-${assignmentId}`;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: token.marginXXS }}>
        Your name on the leaderboard
      </label>
      <Flex gap={token.marginXS} wrap>
        <Input
          id={inputId}
          value={name}
          maxLength={LEADERBOARD_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          status={errors.length > 0 ? 'error' : undefined}
          aria-invalid={errors.length > 0}
          aria-describedby={errors.length > 0 ? `${inputId}-errors` : undefined}
          placeholder="A pseudonym others will see"
          style={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <Button htmlType="submit" loading={save.isPending} disabled={current !== null && name.trim() === current}>
          Save name
        </Button>
      </Flex>
      {errors.length > 0 && (
        <Typography.Text id={`${inputId}-errors`} type="danger" role="alert" style={{ display: 'block', marginTop: token.marginXXS }}>
          {errors.join(' ')}
        </Typography.Text>
      )}
      {save.isSuccess && errors.length === 0 && (
        <Typography.Text type="success" role="status" style={{ display: 'block', marginTop: token.marginXXS }}>
          Saved.
        </Typography.Text>
      )}
    </form>
  );
}
