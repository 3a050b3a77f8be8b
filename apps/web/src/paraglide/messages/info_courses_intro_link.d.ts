/**
* | output |
* | --- |
* | "upcoming courses" |
*
* @param {Info_Courses_Intro_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_intro_link: ((inputs?: Info_Courses_Intro_LinkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Courses_Intro_LinkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Courses_Intro_LinkInputs = {};
