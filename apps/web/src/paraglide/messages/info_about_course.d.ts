/**
* | output |
* | --- |
* | "about {title}" |
*
* @param {Info_About_CourseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_about_course: ((inputs: Info_About_CourseInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_About_CourseInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_About_CourseInputs = {
    title: NonNullable<unknown>;
};
