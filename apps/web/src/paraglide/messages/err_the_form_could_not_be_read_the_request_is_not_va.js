/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs */

const en_err_the_form_could_not_be_read_the_request_is_not_va = /** @type {(inputs: Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form could not be read: the request is not valid multipart form data`)
};

const ur_err_the_form_could_not_be_read_the_request_is_not_va = /** @type {(inputs: Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فارم پڑھا نہیں جا سکا`)
};

/**
* | output |
* | --- |
* | "The form could not be read: the request is not valid multipart form data" |
*
* @param {Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_form_could_not_be_read_the_request_is_not_va = /** @type {((inputs?: Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_form_could_not_be_read_the_request_is_not_va(inputs)
	return en_err_the_form_could_not_be_read_the_request_is_not_va(inputs)
});