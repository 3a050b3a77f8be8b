/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Bad_RequestInputs */

const en_err_bad_request = /** @type {(inputs: Err_Bad_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bad request`)
};

const ur_err_bad_request = /** @type {(inputs: Err_Bad_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست درست نہیں`)
};

/**
* | output |
* | --- |
* | "Bad request" |
*
* @param {Err_Bad_RequestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_bad_request = /** @type {((inputs?: Err_Bad_RequestInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Bad_RequestInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_bad_request(inputs)
	return en_err_bad_request(inputs)
});