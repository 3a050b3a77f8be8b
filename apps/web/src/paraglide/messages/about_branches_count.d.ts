/**
* | output |
* | --- |
* | "Showing {shown} of {total} branches" |
*
* @param {About_Branches_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_branches_count: ((inputs: About_Branches_CountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Branches_CountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Branches_CountInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
