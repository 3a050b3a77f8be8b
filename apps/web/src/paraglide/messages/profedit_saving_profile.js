/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Saving_ProfileInputs */

const en_profedit_saving_profile = /** @type {(inputs: Profedit_Saving_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving Profile...`)
};

const ur_profedit_saving_profile = /** @type {(inputs: Profedit_Saving_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل محفوظ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Saving Profile..." |
*
* @param {Profedit_Saving_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_saving_profile = /** @type {((inputs?: Profedit_Saving_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Saving_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_saving_profile(inputs)
	return en_profedit_saving_profile(inputs)
});