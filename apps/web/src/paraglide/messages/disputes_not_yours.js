/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Not_YoursInputs */

const en_disputes_not_yours = /** @type {(inputs: Disputes_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may not exist, or it is not yours.`)
};

const ur_disputes_not_yours = /** @type {(inputs: Disputes_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شاید یہ موجود نہیں، یا یہ آپ کا نہیں ہے۔`)
};

/**
* | output |
* | --- |
* | "It may not exist, or it is not yours." |
*
* @param {Disputes_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_not_yours = /** @type {((inputs?: Disputes_Not_YoursInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Not_YoursInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_not_yours(inputs)
	return en_disputes_not_yours(inputs)
});