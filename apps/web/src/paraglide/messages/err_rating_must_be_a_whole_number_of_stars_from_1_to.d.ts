/**
* | output |
* | --- |
* | "Rating must be a whole number of stars from 1 to 5" |
*
* @param {Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_rating_must_be_a_whole_number_of_stars_from_1_to: ((inputs?: Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs = {};
