/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_Posted_WithinInputs */

const en_err_invalid_posted_within = /** @type {(inputs: Err_Invalid_Posted_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid posted within`)
};

const ur_err_invalid_posted_within = /** @type {(inputs: Err_Invalid_Posted_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پوسٹ کی مدت درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid posted within" |
*
* @param {Err_Invalid_Posted_WithinInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_posted_within = /** @type {((inputs?: Err_Invalid_Posted_WithinInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_Posted_WithinInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_posted_within(inputs)
	return en_err_invalid_posted_within(inputs)
});