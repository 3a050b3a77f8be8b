/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Freelancer_Not_FoundInputs */

const en_err_freelancer_not_found = /** @type {(inputs: Err_Freelancer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancer not found`)
};

const ur_err_freelancer_not_found = /** @type {(inputs: Err_Freelancer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر نہیں ملا`)
};

/**
* | output |
* | --- |
* | "Freelancer not found" |
*
* @param {Err_Freelancer_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_freelancer_not_found = /** @type {((inputs?: Err_Freelancer_Not_FoundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Freelancer_Not_FoundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_freelancer_not_found(inputs)
	return en_err_freelancer_not_found(inputs)
});