/** Every shape the data may take, in one place; the JSON Schemas for editors are generated from these. */
export * from './common.ts';
export * from './image.ts';
export * from './business.ts';
export * from './claims.ts';
export * from './service-group.ts';
export * from './service.ts';
export * from './landing.ts';
export * from './suburb.ts';
export * from './testimonial.ts';
export * from './redirect.ts';
export * from './blog-post.ts';
export * from './page.ts';
export * from './site-settings.ts';
export * from './job.ts';
export * from './local-settings.ts';
export * from './navigation.ts';
export * from './distributor.ts';
