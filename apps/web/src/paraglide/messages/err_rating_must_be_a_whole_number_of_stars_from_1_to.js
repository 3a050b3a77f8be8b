/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs */

const en_err_rating_must_be_a_whole_number_of_stars_from_1_to = /** @type {(inputs: Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating must be a whole number of stars from 1 to 5`)
};

const ur_err_rating_must_be_a_whole_number_of_stars_from_1_to = /** @type {(inputs: Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریٹنگ 1 سے 5 ستاروں تک پورے عدد میں ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Rating must be a whole number of stars from 1 to 5" |
*
* @param {Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_rating_must_be_a_whole_number_of_stars_from_1_to = /** @type {((inputs?: Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Rating_Must_Be_A_Whole_Number_Of_Stars_From_1_ToInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_rating_must_be_a_whole_number_of_stars_from_1_to(inputs)
	return en_err_rating_must_be_a_whole_number_of_stars_from_1_to(inputs)
});