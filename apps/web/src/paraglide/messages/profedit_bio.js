/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_BioInputs */

const en_profedit_bio = /** @type {(inputs: Profedit_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bio`)
};

const ur_profedit_bio = /** @type {(inputs: Profedit_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعارف نامہ`)
};

/**
* | output |
* | --- |
* | "Bio" |
*
* @param {Profedit_BioInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_bio = /** @type {((inputs?: Profedit_BioInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_BioInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_bio(inputs)
	return en_profedit_bio(inputs)
});