/**
* | output |
* | --- |
* | "This milestone already has an open dispute" |
*
* @param {Err_This_Milestone_Already_Has_An_Open_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_milestone_already_has_an_open_dispute: ((inputs?: Err_This_Milestone_Already_Has_An_Open_DisputeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Milestone_Already_Has_An_Open_DisputeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Milestone_Already_Has_An_Open_DisputeInputs = {};
