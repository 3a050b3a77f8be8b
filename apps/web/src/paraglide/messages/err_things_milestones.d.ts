/**
* | output |
* | --- |
* | "milestones" |
*
* @param {Err_Things_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_milestones: ((inputs?: Err_Things_MilestonesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Things_MilestonesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Things_MilestonesInputs = {};
