/**
* | output |
* | --- |
* | "Select your job title" |
*
* @param {Profedit_Select_Job_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_select_job_title: ((inputs?: Profedit_Select_Job_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Select_Job_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Select_Job_TitleInputs = {};
