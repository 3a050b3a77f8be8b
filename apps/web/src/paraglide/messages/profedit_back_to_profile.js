/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Back_To_ProfileInputs */

const en_profedit_back_to_profile = /** @type {(inputs: Profedit_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Profile`)
};

const ur_profedit_back_to_profile = /** @type {(inputs: Profedit_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل پر واپس`)
};

/**
* | output |
* | --- |
* | "Back to Profile" |
*
* @param {Profedit_Back_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_back_to_profile = /** @type {((inputs?: Profedit_Back_To_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Back_To_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_back_to_profile(inputs)
	return en_profedit_back_to_profile(inputs)
});