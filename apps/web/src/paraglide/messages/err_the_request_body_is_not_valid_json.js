/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Request_Body_Is_Not_Valid_JsonInputs */

const en_err_the_request_body_is_not_valid_json = /** @type {(inputs: Err_The_Request_Body_Is_Not_Valid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is not valid JSON`)
};

const ur_err_the_request_body_is_not_valid_json = /** @type {(inputs: Err_The_Request_Body_Is_Not_Valid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست کا مواد درست نہیں`)
};

/**
* | output |
* | --- |
* | "The request body is not valid JSON" |
*
* @param {Err_The_Request_Body_Is_Not_Valid_JsonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_request_body_is_not_valid_json = /** @type {((inputs?: Err_The_Request_Body_Is_Not_Valid_JsonInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Request_Body_Is_Not_Valid_JsonInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_request_body_is_not_valid_json(inputs)
	return en_err_the_request_body_is_not_valid_json(inputs)
});