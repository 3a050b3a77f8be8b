/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Profiles_Success_FormulaInputs */

const en_profiles_success_formula = /** @type {(inputs: Profiles_Success_FormulaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Successful contracts ÷ contracts ended in the last 12 months. A contract is successful when no money was refunded on it and the review received is 4 stars or more (or there is none). Shown from ${i?.min} ended contracts on.`)
};

const ur_profiles_success_formula = /** @type {(inputs: Profiles_Success_FormulaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کامیاب کنٹریکٹس ÷ پچھلے 12 مہینوں میں ختم ہونے والے کنٹریکٹس۔ کنٹریکٹ اس وقت کامیاب مانا جاتا ہے جب اس پر کوئی رقم واپس نہ کی گئی ہو اور ملنے والا ریویو 4 ستارے یا اس سے زیادہ ہو (یا کوئی ریویو نہ ہو)۔ یہ شرح ${i?.min} کنٹریکٹس ختم ہونے کے بعد دکھائی جاتی ہے۔`)
};

/**
* | output |
* | --- |
* | "Successful contracts ÷ contracts ended in the last 12 months. A contract is successful when no money was refunded on it and the review received is 4 stars or..." |
*
* @param {Profiles_Success_FormulaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_success_formula = /** @type {((inputs: Profiles_Success_FormulaInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Success_FormulaInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_success_formula(inputs)
	return en_profiles_success_formula(inputs)
});