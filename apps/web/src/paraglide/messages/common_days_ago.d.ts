/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day ago" |
* | "other" | "{count} days ago" |
*
* @param {Common_Days_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_days_ago: ((inputs: Common_Days_AgoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Days_AgoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Days_AgoInputs = {
    count: NonNullable<unknown>;
};
