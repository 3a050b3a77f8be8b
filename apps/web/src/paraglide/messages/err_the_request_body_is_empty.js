/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Request_Body_Is_EmptyInputs */

const en_err_the_request_body_is_empty = /** @type {(inputs: Err_The_Request_Body_Is_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is empty`)
};

const ur_err_the_request_body_is_empty = /** @type {(inputs: Err_The_Request_Body_Is_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست خالی ہے`)
};

/**
* | output |
* | --- |
* | "The request body is empty" |
*
* @param {Err_The_Request_Body_Is_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_request_body_is_empty = /** @type {((inputs?: Err_The_Request_Body_Is_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Request_Body_Is_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_request_body_is_empty(inputs)
	return en_err_the_request_body_is_empty(inputs)
});