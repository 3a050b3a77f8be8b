/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Cross_Origin_Request_RefusedInputs */

const en_err_cross_origin_request_refused = /** @type {(inputs: Err_Cross_Origin_Request_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cross-origin request refused`)
};

const ur_err_cross_origin_request_refused = /** @type {(inputs: Err_Cross_Origin_Request_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دوسری ویب سائٹ سے آئی درخواست رد کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Cross-origin request refused" |
*
* @param {Err_Cross_Origin_Request_RefusedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_cross_origin_request_refused = /** @type {((inputs?: Err_Cross_Origin_Request_RefusedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Cross_Origin_Request_RefusedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_cross_origin_request_refused(inputs)
	return en_err_cross_origin_request_refused(inputs)
});