/**
* | output |
* | --- |
* | "Practical courses taught at the programme's technology parks and hubs, and online. Most are free for residents of Gilgit-Baltistan; see the" |
*
* @param {Info_Courses_Intro_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_intro_before: ((inputs?: Info_Courses_Intro_BeforeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Courses_Intro_BeforeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Courses_Intro_BeforeInputs = {};
