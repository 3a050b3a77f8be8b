/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Milestone_CancelledInputs */

const en_err_milestone_cancelled = /** @type {(inputs: Err_Milestone_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestone cancelled`)
};

const ur_err_milestone_cancelled = /** @type {(inputs: Err_Milestone_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلہ منسوخ کر دیا گیا`)
};

/**
* | output |
* | --- |
* | "Milestone cancelled" |
*
* @param {Err_Milestone_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_cancelled = /** @type {((inputs?: Err_Milestone_CancelledInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Milestone_CancelledInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_milestone_cancelled(inputs)
	return en_err_milestone_cancelled(inputs)
});