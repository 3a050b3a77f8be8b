/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs */

const en_err_the_form_could_not_be_read_its_multipart_boundar = /** @type {(inputs: Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form could not be read: its multipart boundary is missing`)
};

const ur_err_the_form_could_not_be_read_its_multipart_boundar = /** @type {(inputs: Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فارم پڑھا نہیں جا سکا`)
};

/**
* | output |
* | --- |
* | "The form could not be read: its multipart boundary is missing" |
*
* @param {Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_form_could_not_be_read_its_multipart_boundar = /** @type {((inputs?: Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_form_could_not_be_read_its_multipart_boundar(inputs)
	return en_err_the_form_could_not_be_read_its_multipart_boundar(inputs)
});