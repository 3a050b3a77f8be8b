/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Steps_HeadingInputs */

const en_register_steps_heading = /** @type {(inputs: Register_Steps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How It Works`)
};

const ur_register_steps_heading = /** @type {(inputs: Register_Steps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ کیسے کام کرتا ہے`)
};

/**
* | output |
* | --- |
* | "How It Works" |
*
* @param {Register_Steps_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_steps_heading = /** @type {((inputs?: Register_Steps_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Steps_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_steps_heading(inputs)
	return en_register_steps_heading(inputs)
});