/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Changes_RequestedInputs */

const en_err_changes_requested = /** @type {(inputs: Err_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes requested`)
};

const ur_err_changes_requested = /** @type {(inputs: Err_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبدیلیوں کی درخواست بھیج دی گئی`)
};

/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Err_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_changes_requested = /** @type {((inputs?: Err_Changes_RequestedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Changes_RequestedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_changes_requested(inputs)
	return en_err_changes_requested(inputs)
});