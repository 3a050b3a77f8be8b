/**
* | output |
* | --- |
* | "Upcoming Courses" |
*
* @param {Nav_Upcoming_CoursesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_upcoming_courses: ((inputs?: Nav_Upcoming_CoursesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Upcoming_CoursesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Upcoming_CoursesInputs = {};
