import { User } from '../../identity/user/user.entity';
import { byKeys, defineLoader } from '../../kernel/loaders';
import { Employer } from '../employer/employer.entity';

/** An employee's user, one statement per page of employees. */
export const employeeUserById = defineLoader<string, User | null>((ctx) => async (ids) => {
  const users = await ctx.em.find(User, { id: { $in: [...ids] } });
  return byKeys(ids, users, (user) => user.id);
});

/** An employee's employer, one statement per page of employees. */
export const employeeEmployerById = defineLoader<string, Employer | null>((ctx) => async (ids) => {
  const employers = await ctx.em.find(Employer, { id: { $in: [...ids] } });
  return byKeys(ids, employers, (employer) => employer.id);
});
