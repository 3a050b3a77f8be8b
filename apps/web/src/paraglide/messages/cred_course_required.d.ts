/**
* | output |
* | --- |
* | "Course is required" |
*
* @param {Cred_Course_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_course_required: ((inputs?: Cred_Course_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Course_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Course_RequiredInputs = {};
