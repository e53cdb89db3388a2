/*
 * Marginalia's small test harness for C and C++ unit tests. An instructor's test file includes this header and
 * defines tests:
 *
 *   #include "marginalia_test.h"
 *   TEST(adds_two_numbers) { ASSERT_EQ(4, add(2, 2)); }
 *
 * Each test runs in a child process of its own, so a crash fails that test alone. The student's `main` is
 * renamed when the tests are compiled, so it does not clash with the harness's.
 *
 * Assertions (the first failure ends the test):
 *   ASSERT_TRUE(cond)  ASSERT_FALSE(cond)
 *   ASSERT_EQ(expected, actual)  ASSERT_NE(a, b)  ASSERT_LT(a, b)  ASSERT_LE(a, b)  ASSERT_GT(a, b)  ASSERT_GE(a, b)
 *       integers and characters (compared and shown as long long)
 *   ASSERT_STR_EQ(expected, actual)   C strings (and std::string in C++); NULL is shown as (null)
 *   ASSERT_NEAR(expected, actual, tolerance)   floating point
 *   FAIL(message)
 */
#ifndef MARGINALIA_TEST_H
#define MARGINALIA_TEST_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#ifdef __cplusplus
#include <string>
extern "C" {
#endif

typedef void (*marginalia_test_function)(void);
void marginalia_register_test(const char *name, marginalia_test_function function);
void marginalia_fail(const char *file, int line, const char *message);

#ifdef __cplusplus
}
static inline const char *marginalia_c_string(const std::string &text) { return text.c_str(); }
static inline const char *marginalia_c_string(const char *text) { return text; }
/* Keeps a temporary (a std::string a function returned) alive until the assertion is done with it. */
#define MARGINALIA_HOLD(name, value) auto &&name = (value)
#else
#define marginalia_c_string(text) ((const char *)(text))
#define MARGINALIA_HOLD(name, value) const char *name = (value)
#endif

#define TEST(name)                                                                                        \
  static void marginalia_test_##name(void);                                                               \
  __attribute__((constructor)) static void marginalia_register_##name(void) {                             \
    marginalia_register_test(#name, marginalia_test_##name);                                              \
  }                                                                                                       \
  static void marginalia_test_##name(void)

#define MARGINALIA_FAILF(...)                                                                             \
  do {                                                                                                    \
    char marginalia_message_[1024];                                                                       \
    snprintf(marginalia_message_, sizeof marginalia_message_, __VA_ARGS__);                               \
    marginalia_fail(__FILE__, __LINE__, marginalia_message_);                                             \
  } while (0)

#define FAIL(message) MARGINALIA_FAILF("%s", (message))

#define ASSERT_TRUE(cond)                                                                                 \
  do {                                                                                                    \
    if (!(cond)) MARGINALIA_FAILF("Expected %s to be true.", #cond);                                      \
  } while (0)

#define ASSERT_FALSE(cond)                                                                                \
  do {                                                                                                    \
    if (cond) MARGINALIA_FAILF("Expected %s to be false.", #cond);                                        \
  } while (0)

#define MARGINALIA_COMPARE(a, b, op, text)                                                                \
  do {                                                                                                    \
    long long marginalia_a_ = (long long)(a);                                                             \
    long long marginalia_b_ = (long long)(b);                                                             \
    if (!(marginalia_a_ op marginalia_b_))                                                                \
      MARGINALIA_FAILF("Expected %s " text " %s, but %lld and %lld.", #a, #b, marginalia_a_, marginalia_b_); \
  } while (0)

#define ASSERT_EQ(expected, actual)                                                                       \
  do {                                                                                                    \
    long long marginalia_e_ = (long long)(expected);                                                      \
    long long marginalia_v_ = (long long)(actual);                                                        \
    if (marginalia_e_ != marginalia_v_)                                                                   \
      MARGINALIA_FAILF("%s: expected %lld, got %lld.", #actual, marginalia_e_, marginalia_v_);            \
  } while (0)

#define ASSERT_NE(a, b) MARGINALIA_COMPARE(a, b, !=, "!=")
#define ASSERT_LT(a, b) MARGINALIA_COMPARE(a, b, <, "<")
#define ASSERT_LE(a, b) MARGINALIA_COMPARE(a, b, <=, "<=")
#define ASSERT_GT(a, b) MARGINALIA_COMPARE(a, b, >, ">")
#define ASSERT_GE(a, b) MARGINALIA_COMPARE(a, b, >=, ">=")

#define ASSERT_STR_EQ(expected, actual)                                                                   \
  do {                                                                                                    \
    MARGINALIA_HOLD(marginalia_expected_, expected);                                                      \
    MARGINALIA_HOLD(marginalia_actual_, actual);                                                          \
    const char *marginalia_e_ = marginalia_c_string(marginalia_expected_);                                \
    const char *marginalia_v_ = marginalia_c_string(marginalia_actual_);                                  \
    if (marginalia_e_ == NULL || marginalia_v_ == NULL ? marginalia_e_ != marginalia_v_                   \
                                                       : strcmp(marginalia_e_, marginalia_v_) != 0)       \
      MARGINALIA_FAILF("%s: expected \"%.400s\", got \"%.400s\".", #actual,                               \
                       marginalia_e_ ? marginalia_e_ : "(null)", marginalia_v_ ? marginalia_v_ : "(null)"); \
  } while (0)

#define ASSERT_NEAR(expected, actual, tolerance)                                                          \
  do {                                                                                                    \
    double marginalia_e_ = (double)(expected);                                                            \
    double marginalia_v_ = (double)(actual);                                                              \
    if (!(fabs(marginalia_e_ - marginalia_v_) <= (double)(tolerance)))                                    \
      MARGINALIA_FAILF("%s: expected %g (within %g), got %g.", #actual, marginalia_e_, (double)(tolerance), \
                       marginalia_v_);                                                                    \
  } while (0)

#endif
