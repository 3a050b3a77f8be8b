/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Missing_TokenInputs */

const en_err_missing_token = /** @type {(inputs: Err_Missing_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing token`)
};

const ur_err_missing_token = /** @type {(inputs: Err_Missing_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ٹوکن موجود نہیں`)
};

/**
* | output |
* | --- |
* | "Missing token" |
*
* @param {Err_Missing_TokenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_missing_token = /** @type {((inputs?: Err_Missing_TokenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Missing_TokenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_missing_token(inputs)
	return en_err_missing_token(inputs)
});