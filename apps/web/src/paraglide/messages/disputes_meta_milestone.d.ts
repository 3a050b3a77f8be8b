/**
* | output |
* | --- |
* | "milestone \"{title}\"" |
*
* @param {Disputes_Meta_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_milestone: ((inputs: Disputes_Meta_MilestoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Meta_MilestoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Meta_MilestoneInputs = {
    title: NonNullable<unknown>;
};
