/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, what: NonNullable<unknown> }} Err_T_Add_At_MostInputs */

const en_err_t_add_at_most = /** @type {(inputs: Err_T_Add_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Add at most ${i?.shown} ${i?.what}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Add at most ${i?.shown} ${i?.what}`);
	return /** @type {LocalizedString} */ ("err_t_add_at_most");
};

const ur_err_t_add_at_most = /** @type {(inputs: Err_T_Add_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`آپ زیادہ سے زیادہ ${i?.shown} ${i?.what} شامل کر سکتے ہیں`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`آپ زیادہ سے زیادہ ${i?.shown} ${i?.what} شامل کر سکتے ہیں`);
	return /** @type {LocalizedString} */ ("err_t_add_at_most");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Add at most {shown} {what}" |
* | "other" | "Add at most {shown} {what}" |
*
* @param {Err_T_Add_At_MostInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_add_at_most = /** @type {((inputs: Err_T_Add_At_MostInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Add_At_MostInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_add_at_most(inputs)
	return en_err_t_add_at_most(inputs)
});