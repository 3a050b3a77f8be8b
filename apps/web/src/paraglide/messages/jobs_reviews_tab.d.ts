/**
* | output |
* | --- |
* | "Reviews ({count})" |
*
* @param {Jobs_Reviews_TabInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_reviews_tab: ((inputs: Jobs_Reviews_TabInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Reviews_TabInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Reviews_TabInputs = {
    count: NonNullable<unknown>;
};
