/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Step_Projects_TextInputs */

const en_register_step_projects_text = /** @type {(inputs: Register_Step_Projects_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse jobs that match your skills and send proposals.`)
};

const ur_register_step_projects_text = /** @type {(inputs: Register_Step_Projects_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی مہارتوں کے مطابق جابز دیکھیں اور پروپوزلز بھیجیں۔`)
};

/**
* | output |
* | --- |
* | "Browse jobs that match your skills and send proposals." |
*
* @param {Register_Step_Projects_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_projects_text = /** @type {((inputs?: Register_Step_Projects_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Step_Projects_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_step_projects_text(inputs)
	return en_register_step_projects_text(inputs)
});