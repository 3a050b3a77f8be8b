/**
* | output |
* | --- |
* | "My Jobs" |
*
* @param {Contracts_My_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_my_jobs: ((inputs?: Contracts_My_JobsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_My_JobsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_My_JobsInputs = {};
