/**
* | output |
* | --- |
* | "for {title}" |
*
* @param {Info_For_CourseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_for_course: ((inputs: Info_For_CourseInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_For_CourseInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_For_CourseInputs = {
    title: NonNullable<unknown>;
};
