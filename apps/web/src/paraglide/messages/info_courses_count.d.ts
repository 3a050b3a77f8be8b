/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {shown} course" |
* | "other" | "Showing {shown} courses" |
*
* @param {Info_Courses_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_count: ((inputs: Info_Courses_CountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Courses_CountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Courses_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
