/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Profedit_Add_TypedInputs */

const en_profedit_add_typed = /** @type {(inputs: Profedit_Add_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add "${i?.text}"`)
};

const ur_profedit_add_typed = /** @type {(inputs: Profedit_Add_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add \"{text}\"" |
*
* @param {Profedit_Add_TypedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_typed = /** @type {((inputs: Profedit_Add_TypedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Add_TypedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_add_typed(inputs)
	return en_profedit_add_typed(inputs)
});