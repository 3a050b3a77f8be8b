/**
* | output |
* | --- |
* | "Find Courses" |
*
* @param {Nav_Find_CoursesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_find_courses: ((inputs?: Nav_Find_CoursesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Find_CoursesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Find_CoursesInputs = {};
