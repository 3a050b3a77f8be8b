/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Milestone_AddedInputs */

const en_err_milestone_added = /** @type {(inputs: Err_Milestone_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestone added`)
};

const ur_err_milestone_added = /** @type {(inputs: Err_Milestone_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلہ شامل ہو گیا`)
};

/**
* | output |
* | --- |
* | "Milestone added" |
*
* @param {Err_Milestone_AddedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_added = /** @type {((inputs?: Err_Milestone_AddedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Milestone_AddedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_milestone_added(inputs)
	return en_err_milestone_added(inputs)
});