/**
* | output |
* | --- |
* | "for the next start dates." |
*
* @param {Info_Courses_Intro_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_intro_after: ((inputs?: Info_Courses_Intro_AfterInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Courses_Intro_AfterInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Courses_Intro_AfterInputs = {};
