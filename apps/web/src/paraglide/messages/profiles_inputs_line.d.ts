/**
* | output |
* | --- |
* | "{who}: {successful} successful of {ended} ended in 12 months · {reviews} published reviews · {jobs} jobs completed" |
*
* @param {Profiles_Inputs_LineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_inputs_line: ((inputs: Profiles_Inputs_LineInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Inputs_LineInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Inputs_LineInputs = {
    who: NonNullable<unknown>;
    successful: NonNullable<unknown>;
    ended: NonNullable<unknown>;
    reviews: NonNullable<unknown>;
    jobs: NonNullable<unknown>;
};
