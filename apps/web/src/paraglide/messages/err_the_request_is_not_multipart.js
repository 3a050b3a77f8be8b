/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Request_Is_Not_MultipartInputs */

const en_err_the_request_is_not_multipart = /** @type {(inputs: Err_The_Request_Is_Not_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is not multipart`)
};

const ur_err_the_request_is_not_multipart = /** @type {(inputs: Err_The_Request_Is_Not_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست کی شکل درست نہیں`)
};

/**
* | output |
* | --- |
* | "The request is not multipart" |
*
* @param {Err_The_Request_Is_Not_MultipartInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_request_is_not_multipart = /** @type {((inputs?: Err_The_Request_Is_Not_MultipartInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Request_Is_Not_MultipartInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_request_is_not_multipart(inputs)
	return en_err_the_request_is_not_multipart(inputs)
});