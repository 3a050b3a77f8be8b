/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs */

const en_err_you_can_review_a_contract_only_after_it_has_ende = /** @type {(inputs: Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can review a contract only after it has ended`)
};

const ur_err_you_can_review_a_contract_only_after_it_has_ende = /** @type {(inputs: Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کنٹریکٹ ختم ہونے کے بعد ہی اس کا ریویو دے سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "You can review a contract only after it has ended" |
*
* @param {Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_can_review_a_contract_only_after_it_has_ende = /** @type {((inputs?: Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_can_review_a_contract_only_after_it_has_ende(inputs)
	return en_err_you_can_review_a_contract_only_after_it_has_ende(inputs)
});