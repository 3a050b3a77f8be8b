/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs */

const en_err_the_form_could_not_be_read_a_part_has_no_name = /** @type {(inputs: Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form could not be read: a part has no name`)
};

const ur_err_the_form_could_not_be_read_a_part_has_no_name = /** @type {(inputs: Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فارم پڑھا نہیں جا سکا`)
};

/**
* | output |
* | --- |
* | "The form could not be read: a part has no name" |
*
* @param {Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_form_could_not_be_read_a_part_has_no_name = /** @type {((inputs?: Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_form_could_not_be_read_a_part_has_no_name(inputs)
	return en_err_the_form_could_not_be_read_a_part_has_no_name(inputs)
});