/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Professional_InfoInputs */

const en_profedit_professional_info = /** @type {(inputs: Profedit_Professional_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional Information`)
};

const ur_profedit_professional_info = /** @type {(inputs: Profedit_Professional_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیشہ ورانہ معلومات`)
};

/**
* | output |
* | --- |
* | "Professional Information" |
*
* @param {Profedit_Professional_InfoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_professional_info = /** @type {((inputs?: Profedit_Professional_InfoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Professional_InfoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_professional_info(inputs)
	return en_profedit_professional_info(inputs)
});