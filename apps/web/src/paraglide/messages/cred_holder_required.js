/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Holder_RequiredInputs */

const en_cred_holder_required = /** @type {(inputs: Cred_Holder_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the freelancer who completed the course`)
};

const ur_cred_holder_required = /** @type {(inputs: Cred_Holder_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وہ فری لانسر منتخب کریں جس نے کورس مکمل کیا`)
};

/**
* | output |
* | --- |
* | "Choose the freelancer who completed the course" |
*
* @param {Cred_Holder_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_required = /** @type {((inputs?: Cred_Holder_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Holder_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_holder_required(inputs)
	return en_cred_holder_required(inputs)
});