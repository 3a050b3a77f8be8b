/**
* | output |
* | --- |
* | "Browse Jobs" |
*
* @param {Howitworks_Browse_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_browse_jobs: ((inputs?: Howitworks_Browse_JobsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Browse_JobsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Browse_JobsInputs = {};
