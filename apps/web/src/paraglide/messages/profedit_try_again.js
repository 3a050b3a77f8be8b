/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Profedit_Try_AgainInputs */

const en_profedit_try_again = /** @type {(inputs: Profedit_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message}. Please try again.`)
};

const ur_profedit_try_again = /** @type {(inputs: Profedit_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message}۔ براہ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "{message}. Please try again." |
*
* @param {Profedit_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_try_again = /** @type {((inputs: Profedit_Try_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Try_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_try_again(inputs)
	return en_profedit_try_again(inputs)
});