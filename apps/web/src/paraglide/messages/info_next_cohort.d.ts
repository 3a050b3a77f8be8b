/**
* | output |
* | --- |
* | "Next cohort starts {date}" |
*
* @param {Info_Next_CohortInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_next_cohort: ((inputs: Info_Next_CohortInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Next_CohortInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Next_CohortInputs = {
    date: NonNullable<unknown>;
};
